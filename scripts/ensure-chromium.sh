#!/usr/bin/env bash
# Installs Debian's Chromium (driven by the end-to-end tests) and a small CJK font (so screenshots
# show Chinese text) when they are missing. Non-interactive; safe to run repeatedly.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
dpkg -s fonts-wqy-microhei >/dev/null 2>&1 || missing+=(fonts-wqy-microhei)

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "ensure-chromium: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo -n"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq </dev/null
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
/usr/bin/chromium --version
