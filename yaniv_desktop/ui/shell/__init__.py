"""The application shell: start-up, the main window, its actions and menus."""
