import { sql, type Kysely } from 'kysely';

/**
 * The authenticator key being set up belongs to the session that asked for it (it was kept on the
 * account, so two people on the enrolment page saw the same key). The account's own `totp_pending`
 * stays for the release before, which still reads it; a later release drops it.
 * Recovery codes waiting to be shown were kept in plain text until their page was first shown; they are
 * now kept encrypted under a key derived from the session's cookie, so any plain ones go: the codes
 * themselves stay valid (stored hashed), only their one showing is lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_session').addColumn('totp_pending', 'text').execute();
  await sql`update staff_session set recovery_codes = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_session').dropColumn('totp_pending').execute();
}
