#!/usr/bin/env bash
# Runs a command with TEST_IMAP_URL set to a throwaway Dovecot IMAP server on loopback (imaps:// with a
# self-signed certificate, one user, mail in a temporary folder), then stops it and deletes the folder,
# whatever the command's outcome. Installs Debian's dovecot-imapd when missing.
#   bash server/test/support/with-dovecot.sh npx jest -c server/jest.config.mjs server/test/mail/imap.test.ts
# TEST_IMAP_URL, like TEST_DATABASE_URL: a test passes it to the server it starts as IMAP_URL (each test with a
# mailbox of its own in the URL's path), so no other server the suite starts reads this mailbox by accident.
# The user's password is also its XOAUTH2 token (Dovecot 2.3 checks an OAuth token against the passdb as a
# password), for the test that fetches a token from a refresh-token endpoint: TEST_IMAP_USER, TEST_IMAP_PASSWORD.
set -euo pipefail

if ! [ -x /usr/sbin/dovecot ]; then
  echo "Installing Debian's dovecot-imapd..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package's own service is not wanted (policy-rc.d stops it in containers; on a machine with systemd
  # it starts on 143/993): this run's server is the one below, on a port of its own.
  apt-get install -y -qq dovecot-imapd >/dev/null
fi

IMAP_DIR="$(mktemp -d "${TMPDIR:-/tmp}/intake-imap.XXXXXX")"
IMAP_PORT_TEST="${IMAP_PORT_TEST:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
IMAP_USER_TEST="intake"
IMAP_PASSWORD_TEST="$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"

# As root, Dovecot's own users run the login and internal processes and mail belongs to nobody (Dovecot
# refuses mail as root); as anyone else, everything runs as that user.
if [ "$(id -u)" = 0 ]; then
  MAIL_USER=nobody; MAIL_GROUP="$(id -gn nobody)"; LOGIN_USER=dovenull; INTERNAL_USER=dovecot
else
  MAIL_USER="$(id -un)"; MAIL_GROUP="$(id -gn)"; LOGIN_USER="$MAIL_USER"; INTERNAL_USER="$MAIL_USER"
fi

openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj '/CN=localhost' -addext 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:127.0.0.2' \
  -keyout "$IMAP_DIR/key.pem" -out "$IMAP_DIR/cert.pem" >/dev/null 2>&1
echo "$IMAP_USER_TEST:{PLAIN}$IMAP_PASSWORD_TEST" >"$IMAP_DIR/users"
mkdir -p "$IMAP_DIR/mail" "$IMAP_DIR/run" "$IMAP_DIR/state"
chown "$MAIL_USER:$MAIL_GROUP" "$IMAP_DIR/mail"
# The login process (dovenull) must reach the base folder; the temporary folder is 0700.
chmod 0755 "$IMAP_DIR"

cat >"$IMAP_DIR/dovecot.conf" <<EOF
base_dir = $IMAP_DIR/run
state_dir = $IMAP_DIR/state
log_path = $IMAP_DIR/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = required
ssl_cert = <$IMAP_DIR/cert.pem
ssl_key = <$IMAP_DIR/key.pem
auth_mechanisms = plain login xoauth2 oauthbearer
disable_plaintext_auth = yes
default_login_user = $LOGIN_USER
default_internal_user = $INTERNAL_USER
first_valid_uid = 1
first_valid_gid = 1
mail_location = maildir:$IMAP_DIR/mail/%u
mail_uid = $MAIL_USER
mail_gid = $MAIL_GROUP
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $IMAP_DIR/users
}
userdb {
  driver = static
  args = home=$IMAP_DIR/mail/%u
}
# Every test's servers, readers and delivering clients log in as the one user from 127.0.0.1, several test
# files at once (jest's workers, the 2,000-message load test's two instances): Dovecot's default of 10
# connections per user and address would refuse some of them, and a test would wait for mail never read.
protocol imap {
  mail_max_userip_connections = 1000
}
namespace inbox {
  inbox = yes
  separator = /
}
service imap-login {
  process_limit = 1000
  inet_listener imap {
    port = 0
  }
  inet_listener imaps {
    address = 127.0.0.1, 127.0.0.2
    port = $IMAP_PORT_TEST
    ssl = yes
  }
}
# On 127.0.0.2 the server says it has no IDLE (as some do): the reader's polling is tested there.
local 127.0.0.2 {
  protocol imap {
    imap_capability = IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE LITERAL+ NAMESPACE UIDPLUS
  }
}
service anvil {
  chroot =
}
service stats {
  inet_listener http {
    port = 0
  }
}
EOF

# In the foreground, as this script's child: stopped and waited for below (its master stops its own children).
/usr/sbin/dovecot -F -c "$IMAP_DIR/dovecot.conf" &
DOVECOT_PID=$!

cleanup() {
  kill "$DOVECOT_PID" 2>/dev/null || true
  wait "$DOVECOT_PID" 2>/dev/null || true
  rm -rf "$IMAP_DIR"
}
trap cleanup EXIT

for _ in $(seq 1 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$IMAP_PORT_TEST") 2>/dev/null && break
  sleep 0.1
done
if ! (exec 3<>"/dev/tcp/127.0.0.1/$IMAP_PORT_TEST") 2>/dev/null; then
  cat "$IMAP_DIR/dovecot.log" >&2 || true
  echo "Dovecot did not start" >&2
  exit 1
fi

export TEST_IMAP_URL="imaps://$IMAP_USER_TEST:$IMAP_PASSWORD_TEST@127.0.0.1:$IMAP_PORT_TEST/INBOX"
export TEST_IMAP_USER="$IMAP_USER_TEST" TEST_IMAP_PASSWORD="$IMAP_PASSWORD_TEST"
# The same server and mailboxes, without IDLE among its capabilities.
export TEST_IMAP_NO_IDLE_HOST=127.0.0.2
echo "Dovecot $(/usr/sbin/dovecot --version | awk '{print $1}') for this run: imaps://$IMAP_USER_TEST@127.0.0.1:$IMAP_PORT_TEST"
"$@"
