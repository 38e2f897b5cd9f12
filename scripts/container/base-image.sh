#!/usr/bin/env bash
# A local Node 24 base image for building and testing the Dockerfile where no container registry is reachable
# (the recipe checked on these machines; docs/deploy.md "Building the image"). It is made from Debian's packages
# (debootstrap from the machine's own mirror), the project's pinned Node 24 and npm 11, and the machine's CA
# bundle, which only this local image carries: the Dockerfile copies nothing of the build machine.
# Cached by its tag: a second run reuses the image. Usage: scripts/container/base-image.sh [TAG]
set -euo pipefail
cd "$(dirname "$0")/../.."
tag=${1:-localhost/node:24-local}
podman=(podman --storage-driver vfs)

if "${podman[@]}" image exists "$tag"; then
  echo "base image $tag: cached"
  exit 0
fi

started=$(date +%s)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"
mirror=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources)
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; exit 1; }
cp "$(readlink -f node_modules/node/bin/node)" "$root/usr/local/bin/node"
tgz=$(cd "$work" && npm pack npm@11 --silent | tail -1)
mkdir -p "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work/$tgz" -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
mkdir -p "$root/etc/ssl/certs"
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
tar -C "$root" -c . | "${podman[@]}" import \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$tag" >/dev/null
echo "base image $tag: made in $(( $(date +%s) - started )) s"
