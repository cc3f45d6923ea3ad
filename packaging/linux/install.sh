#!/bin/sh
# Install Yaniv Desktop for the current user from the unpacked .tar.xz:
#   tar -xJf yaniv-desktop-VERSION-linux-x86_64.tar.xz && ./yaniv-desktop/install.sh
# Copies the folder to ~/.local/opt/yaniv-desktop, links ~/.local/bin/yaniv-desktop,
# and registers the menu entry, the icon and the .yanivdeck file type.
# Undo with ~/.local/opt/yaniv-desktop/uninstall.sh.  No root needed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
dest=$HOME/.local/opt/yaniv-desktop
bin=$HOME/.local/bin

if [ "$here" != "$dest" ]; then
    rm -rf "$dest.new"
    mkdir -p "$(dirname "$dest")"
    cp -a "$here" "$dest.new"
    rm -rf "$dest"
    mv "$dest.new" "$dest"
fi
mkdir -p "$bin" "$data/applications" "$data/mime/packages"
ln -sf "$dest/yaniv-desktop" "$bin/yaniv-desktop"
for png in "$dest"/share/icons/hicolor/*/apps/yaniv-desktop.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp "$png" "$data/icons/hicolor/$size/apps/yaniv-desktop.png"
done
sed "s|^Exec=.*|Exec=\"$dest/yaniv-desktop\" %f|; s|^TryExec=.*|TryExec=$dest/yaniv-desktop|" \
    "$dest/share/applications/yaniv-desktop.desktop" > "$data/applications/yaniv-desktop.desktop"
cp "$dest/share/mime/packages/yaniv-desktop.xml" "$data/mime/packages/yaniv-desktop.xml"
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$data/icons/hicolor" || true
echo "Yaniv Desktop is installed in $dest; start it from the menu or with: yaniv-desktop"
