#!/usr/bin/env bash
# Runs docs/operations.md on this machine, in a temporary directory, as far as its steps run without a domain
# or systemd: the release built, installed and started as the unit starts it (two instances, as a system user of
# their own), behind Caddy with its own certificate authority (`tls internal`) on a high port, on a fresh
# PostgreSQL role and database and a Redis database of their own; the first owner two ways; a backup; an upgrade
# (migrate, then one instance restarted at a time while requests go through Caddy). Everything is removed after.
#
# Needs: root (useradd, setpriv), PostgreSQL at 127.0.0.1:5432 whose `postgres` user may connect without a
# password, Redis at 127.0.0.1:6379, caddy, curl, openssl; run from a checkout after `npm install`.
# TRY_REUSE_BUILDS=1 reuses the storefront and staff builds when fresh (as the deploy tests do).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
started=$(date +%s)
step() { printf '\n== %s  [%ss]\n' "$*" $(($(date +%s) - started)); }
fail() {
  echo "try-operations: $*" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || fail "run as root: it creates a system user and runs the server as it"
for tool in caddy curl openssl psql redis-cli setpriv; do
  command -v "$tool" >/dev/null || fail "$tool is missing (docs/operations.md says how to install it)"
done

T=$(mktemp -d /tmp/dukkan-try-XXXXXX)
chmod 0755 "$T"
mkdir -p "$T/log" "$T/run"
user=dukkan-try
db=dukkan_try_$$
role=dukkan_try_$$
redis_db=13
psql_admin=(psql -h 127.0.0.1 -U postgres -d postgres -v ON_ERROR_STOP=1 -q)
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
ports=("$(free_port)" "$(free_port)")
https_port=$(free_port)
http_port=$(free_port)
declare -A pids=()
caddy_pid=""
loop_pid=""

cleanup() {
  status=$?
  [ -n "$loop_pid" ] && kill "$loop_pid" 2>/dev/null || true
  [ -n "$caddy_pid" ] && kill "$caddy_pid" 2>/dev/null || true
  for port in "${!pids[@]}"; do kill "${pids[$port]}" 2>/dev/null || true; done
  sleep 2
  "${psql_admin[@]}" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" 2>/dev/null || true
  "${psql_admin[@]}" -c "DROP ROLE IF EXISTS $role" 2>/dev/null || true
  redis-cli -h 127.0.0.1 -n "$redis_db" flushdb >/dev/null 2>&1 || true
  userdel "$user" 2>/dev/null || true
  if [ "$status" != 0 ]; then
    echo "try-operations: failed; the last lines of each log:" >&2
    for log in "$T"/log/*.log; do [ -f "$log" ] && { echo "--- $log" >&2; tail -n 15 "$log" >&2; }; done
  fi
  rm -rf "$T"
  echo "try-operations: $([ "$status" = 0 ] && echo done || echo FAILED) in $(($(date +%s) - started)) s"
}
trap cleanup EXIT

step "2. Node.js and npm (the release brings its own Node 24)"
echo "node $(node --version), npm $(npm --version)"

step "3. PostgreSQL: a role owning a database with C.UTF-8 collation"
password=$(openssl rand -hex 24)
"${psql_admin[@]}" -c "CREATE ROLE $role LOGIN PASSWORD '$password'"
"${psql_admin[@]}" -c "CREATE DATABASE $db OWNER $role TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'"

step "4. Redis (database $redis_db)"
redis-cli -h 127.0.0.1 -n "$redis_db" ping
redis-cli -h 127.0.0.1 -n "$redis_db" flushdb >/dev/null

step "5. The release: npm run build, copied as a tarball, npm install --omit=dev"
build_args=(--out "$T/build/release")
[ "${TRY_REUSE_BUILDS:-}" = 1 ] && build_args+=(--reuse-builds)
# The storefront and staff builds are written in the checkout: under the lock the browser tests take.
(cd "$repo" && flock /tmp/dukkan-e2e.lock npm run build -- "${build_args[@]}")
tar -czf "$T/build/dukkan-release.tar.gz" -C "$T/build/release" .
rm -rf "$T/build/release"
name=$(tar -xzOf "$T/build/dukkan-release.tar.gz" ./apps/server/dist/release.json | sed -n 's/.*"name": "\(.*\)".*/\1/p')
opt="$T/opt/dukkan"
mkdir -p "$opt/releases/$name"
tar -xzf "$T/build/dukkan-release.tar.gz" -C "$opt/releases/$name"
# --prefer-offline: the tarballs this machine's npm cache has are not downloaded again.
(cd "$opt/releases/$name" && npm install --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error)
ln -sfn "$opt/releases/$name" "$opt/current"
echo "release $name: $(du -sh --exclude=node_modules "$opt/current/" | cut -f1) without node_modules, $(du -sh "$opt/current/node_modules" | cut -f1) of them"

step "6. The user, the environment file, the unit"
id "$user" >/dev/null 2>&1 || useradd --system --home-dir "$T/var/lib/dukkan" --no-create-home --shell /usr/sbin/nologin "$user"
etc="$T/etc/dukkan"
install -d -m 0750 -o root -g "$user" "$etc"
install -m 0640 -o root -g "$user" "$opt/current/deploy/dukkan.env.example" "$etc/dukkan.env"
owner_password="Basin-and-worktop-$(openssl rand -hex 4)"
sed -i \
  -e "s|^PUBLIC_URL=.*|PUBLIC_URL=https://localhost:$https_port|" \
  -e "s|^DATABASE_URL=.*|DATABASE_URL=postgres://$role:$password@127.0.0.1:5432/$db|" \
  -e "s|^REDIS_URL=.*|REDIS_URL=redis://127.0.0.1:6379/$redis_db|" \
  -e "s|^TOKEN_SECRET=.*|TOKEN_SECRET=$(openssl rand -base64 48 | tr -d '\n')|" \
  -e "s|^DATA_DIR=.*|DATA_DIR=$T/var/lib/dukkan|" \
  -e "s|^DEMO_STORE=.*|DEMO_STORE=true|" \
  -e "s|^OWNER_EMAIL=.*|OWNER_EMAIL=owner@try.example|" \
  -e "s|^OWNER_PASSWORD=.*|OWNER_PASSWORD=$owner_password|" \
  "$etc/dukkan.env"
# What the unit's StateDirectory=dukkan makes.
install -d -m 0750 -o "$user" -g "$user" "$T/var/lib/dukkan"
unit="$T/etc/systemd/system/dukkan@.service"
mkdir -p "$(dirname "$unit")"
sed -e "s|/opt/dukkan|$opt|g" -e "s|/etc/dukkan|$etc|g" -e "s|^User=dukkan|User=$user|" -e "s|^Group=dukkan|Group=$user|" \
  "$opt/current/deploy/dukkan@.service" >"$unit"
if command -v systemd-analyze >/dev/null; then systemd-analyze verify "$unit" && echo "systemd-analyze verify: the unit is valid"; fi

unit_value() { sed -n "s/^$1=//p" "$unit" | head -n 1; }
workdir=$(unit_value WorkingDirectory)
read -r -a exec_start <<<"$(unit_value ExecStart)"
tunables=$(sed -n 's/^Environment=GLIBC_TUNABLES=//p' "$unit")

# No systemd here: the unit's ExecStart, as its user, in its directory, with its environment file and PORT=%i.
start_instance() {
  local port=$1
  setpriv --reuid="$user" --regid="$user" --init-groups -- \
    env -i PATH=/usr/bin:/bin PORT="$port" GLIBC_TUNABLES="$tunables" \
    sh -c 'cd "$1" && set -a && . "$2" && set +a && shift 2 && exec "$@"' sh "$workdir" "$etc/dukkan.env" "${exec_start[@]}" \
    >>"$T/log/dukkan@$port.log" 2>&1 &
  pids[$port]=$!
}
wait_healthy() {
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$1/api/health" >/dev/null && return 0
    kill -0 "${pids[$1]}" 2>/dev/null || fail "dukkan@$1 exited: $(tail -n 3 "$T/log/dukkan@$1.log")"
    sleep 0.5
  done
  fail "dukkan@$1 did not answer /api/health within 60 s"
}
for port in "${ports[@]}"; do start_instance "$port"; done
for port in "${ports[@]}"; do wait_healthy "$port" && echo "dukkan@$port: $(curl -s "http://127.0.0.1:$port/api/health")"; done
grep -ho "Dukkan $name is serving[^\"]*" "$T"/log/dukkan@*.log | head -n 1

step "7. Caddy (tls internal in place of Let's Encrypt, on port $https_port)"
caddyfile="$T/etc/caddy/Caddyfile"
mkdir -p "$(dirname "$caddyfile")"
{
  printf '{\n\tadmin off\n\tstorage file_system %s\n\tskip_install_trust\n\tauto_https disable_redirects\n\thttp_port %s\n\thttps_port %s\n}\n' \
    "$T/caddy" "$http_port" "$https_port"
  # deploy/Caddyfile after its global options block, on this machine's ports.
  awk 'started { print } /^}/ && !started { started = 1 }' "$opt/current/deploy/Caddyfile" |
    sed -e "s|^shop\.example {|https://localhost:$https_port {\n\ttls internal|" \
      -e "s|127\.0\.0\.1:3001 127\.0\.0\.1:3002|127.0.0.1:${ports[0]} 127.0.0.1:${ports[1]}|" \
      -e "s|/var/log/caddy/dukkan-access.log|$T/log/caddy-access.json|"
} >"$caddyfile"
caddy validate --adapter caddyfile --config "$caddyfile" >"$T/log/caddy-validate.log" 2>&1 || fail "caddy validate: $(tail -n 3 "$T/log/caddy-validate.log")"
HOME="$T" XDG_DATA_HOME="$T" XDG_CONFIG_HOME="$T" caddy run --adapter caddyfile --config "$caddyfile" >"$T/log/caddy.log" 2>&1 &
caddy_pid=$!
ca="$T/caddy/pki/authorities/local/root.crt"
shop="https://localhost:$https_port"
for _ in $(seq 1 60); do
  [ -f "$ca" ] && curl -fs --cacert "$ca" "$shop/api/health" >/dev/null && break
  sleep 0.5
done
curl -fsS --cacert "$ca" "$shop/api/health" && echo
echo "storefront: $(curl -s --cacert "$ca" -o /dev/null -w '%{http_code} %{content_type}' "$shop/")"
echo "staff app:  $(curl -s --cacert "$ca" -o /dev/null -w '%{http_code} %{content_type}' "$shop/staff/")"

step "8. The first owner: from the environment (way 1) and from the command line (way 3)"
staff_login() {
  curl -s --cacert "$ca" -o /dev/null -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$2\"}" "$shop/api/v1/staff/login?api_key=dukkan-public"
}
[ "$(staff_login owner@try.example "$owner_password")" = 200 ] || fail "the owner from OWNER_EMAIL cannot sign in"
echo "owner@try.example (OWNER_EMAIL) signs in"
sed -i -e 's|^OWNER_PASSWORD=.*|OWNER_PASSWORD=|' "$etc/dukkan.env"
# deploy/dukkan (installed as /usr/local/bin/dukkan in docs/operations.md) on this try's release, file and user.
cli() { env DUKKAN_DIR="$opt/current" DUKKAN_ENV_FILE="$etc/dukkan.env" DUKKAN_USER="$user" "$opt/current/deploy/dukkan" "$@"; }
second_password="Mixer-and-sink-$(openssl rand -hex 4)"
printf '%s' "$second_password" | cli staff owner --email second@try.example
[ "$(staff_login second@try.example "$second_password")" = 200 ] || fail "the owner from \`dukkan staff owner\` cannot sign in"
echo "second@try.example (dukkan staff owner) signs in"
echo "(way 2, the setup link, needs a shop without an owner: the lead's tests cover it)"

step "9. Backups and restore"
if [ -f "$opt/current/apps/server/dist/backup.js" ]; then
  install -d -m 0700 -o "$user" -g "$user" "$T/backups"
  if cli backup --out "$T/backups/" >"$T/log/backup.log" 2>&1; then
    echo "backup: $(ls "$T/backups")"
  else
    echo "backup FAILED (being built by another engineer): $(tail -n 2 "$T/log/backup.log")"
  fi
else
  echo "this release has no backup command yet"
fi

step "10. An upgrade: migrate, then one instance restarted at a time while requests go through Caddy"
next="$opt/releases/$name-next"
cp -a "$opt/releases/$name" "$next"
env DUKKAN_DIR="$next" DUKKAN_ENV_FILE="$etc/dukkan.env" DUKKAN_USER="$user" "$next/deploy/dukkan" migrate
: >"$T/run/requests"
(
  while :; do
    for path in / /en/Products /staff/ /api/health; do
      curl -s --cacert "$ca" -o /dev/null -w '%{http_code}\n' "$shop$path" >>"$T/run/requests" || echo "curl-error" >>"$T/run/requests"
    done
  done
) &
loop_pid=$!
ln -sfn "$next" "$opt/current"
for port in "${ports[@]}"; do
  kill -TERM "${pids[$port]}"
  while kill -0 "${pids[$port]}" 2>/dev/null; do sleep 0.2; done
  start_instance "$port"
  wait_healthy "$port"
  echo "dukkan@$port restarted on $(readlink "$opt/current")"
  sleep 3 # Caddy's health check (every 2 s) takes it back
done
kill "$loop_pid"
loop_pid=""
total=$(wc -l <"$T/run/requests")
failed=$(grep -vc '^200$' "$T/run/requests" || true)
echo "$total requests through Caddy during the upgrade, $failed not 200"
[ "$failed" = 0 ] || fail "requests failed during the upgrade: $(grep -v '^200$' "$T/run/requests" | sort | uniq -c)"

step "11. Monitoring"
curl -fsS --cacert "$ca" "$shop/api/health" && echo
for port in "${ports[@]}"; do
  echo "dukkan@$port: $(awk '/^VmRSS/ { printf "%d MB resident", $2 / 1024 }' "/proc/${pids[$port]}/status"), user $(ps -o user= -p "${pids[$port]}")"
done
