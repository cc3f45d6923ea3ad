; Inno Setup script for Yaniv Desktop: a per-user install (no administrator rights).
;
; Built by packaging/build.py on Windows, which passes the values below with /D:
;   iscc /DAppVersion=0.1.0 /DSourceDir=..\..\dist\yaniv-desktop /DIconFile=..\..\build\icons\yaniv-desktop.ico
;        /DOutputDir=..\..\dist packaging\windows\yaniv-desktop.iss
; The defaults let the script compile by hand from this folder after a build.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\yaniv-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\yaniv-desktop.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Yaniv Desktop"
#define AppExe "yaniv-desktop.exe"
#define DeckProgId "YanivDesktop.yanivdeck"

[Setup]
; Never change AppId: it is how an upgrade finds the old install.
AppId={{6F1E2B7C-3A9D-4C55-9E0B-8B5D2A7C1E34}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Yaniv Desktop
VersionInfoVersion={#AppVersion}
; Per user: installs under %LOCALAPPDATA%\Programs, writes only HKCU.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=yaniv-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "hebrew"; MessagesFile: "compiler:Languages\Hebrew.isl"
Name: "dutch"; MessagesFile: "compiler:Languages\Dutch.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The .yanivdeck file type opens the app (HKCU: per user, no administrator needed).
Root: HKA; Subkey: "Software\Classes\.yanivdeck"; ValueType: string; ValueName: ""; ValueData: "{#DeckProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.yanivdeck"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-yanivdeck"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}"; ValueType: string; ValueName: ""; ValueData: "Yaniv deck"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#DeckProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".yanivdeck"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the app wrote into its own folder; the player's settings, history and
; decks in the user data folder are kept.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
