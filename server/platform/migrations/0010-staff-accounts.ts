import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Staff accounts and sign-in (issue "Staff inbox", first slice): accounts, their recovery codes,
 * sessions (rows, so revoking one holds on every instance at once) and the sign-in audit. Invitations
 * go through the outbox as messages of no enquiry, which 0006 made possible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const millis = postgres ? 'bigint' : 'integer';

  await db.schema
    .createTable('staff_account')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Lower-cased: one person, one account, however the address is typed.
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('disabled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', millis, (col) => col.notNull())
    // Argon2id (PHC string); null until the set-up link is used, and again after a reset.
    .addColumn('password_hash', 'text')
    // The TOTP secret (base32) once confirmed with a code; the pending one while it is being set up.
    .addColumn('totp_secret', 'text')
    .addColumn('totp_pending', 'text')
    // The last 30-second step a code was accepted for: a code seen once is not accepted again.
    .addColumn('totp_last_step', millis)
    // SHA-256 of the one-time set-up link's token, and when it stops working.
    .addColumn('setup_token_hash', 'text', (col) => col.unique())
    .addColumn('setup_expires_at', millis)
    .execute();

  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('account_id', 'text', (col) => col.notNull().references('staff_account.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', millis)
    .addPrimaryKeyConstraint('staff_recovery_code_pk', ['account_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('staff_session')
    // SHA-256 of the cookie's value: a copy of the database does not hold a usable session.
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'text', (col) => col.notNull().references('staff_account.id').onDelete('cascade'))
    // password: the code is still to come; enrol: the second factor is being set up; full: signed in.
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('created_at', millis, (col) => col.notNull())
    .addColumn('last_seen_at', millis, (col) => col.notNull())
    // The new recovery codes between the step that makes them and the one page that shows them, once.
    .addColumn('recovery_codes', 'text')
    .execute();
  await db.schema.createIndex('staff_session_account').on('staff_session').column('account_id').execute();

  await db.schema
    .createTable('staff_audit')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Null for a failed sign-in with an address no account has (the address itself is not kept).
    .addColumn('account_id', 'text', (col) => col.references('staff_account.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('at', millis, (col) => col.notNull())
    // The client's network (/24 or /48), not the address.
    .addColumn('network', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute();

}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
  await db.schema.dropTable('staff_session').execute();
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_account').execute();
}
