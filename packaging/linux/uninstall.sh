#!/bin/sh
# Remove what install.sh put in place.  Settings, match history and your own decks
# (in ~/.local/share/yaniv-desktop and ~/.config/yaniv-desktop) are kept.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
rm -f "$HOME/.local/bin/yaniv-desktop" "$data/applications/yaniv-desktop.desktop" \
      "$data/mime/packages/yaniv-desktop.xml"
rm -f "$data"/icons/hicolor/*/apps/yaniv-desktop.png
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
rm -rf "$HOME/.local/opt/yaniv-desktop"
echo "Yaniv Desktop is removed; your settings and history are kept."
