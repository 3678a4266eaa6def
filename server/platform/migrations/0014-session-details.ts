import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * What a person needs to recognise their own sessions on their account page (`device`: the browser and
 * system in a few words, never the whole User-Agent; `network`: the client's network as the audit
 * keeps it), and when the password or a code was last given in the session (`confirmed_at`): an
 * erasure, a reset, a role change, disabling an account and the full download ask again after 10 minutes.
 * Nullable, so the release before, which never writes them, keeps working; its sessions read as
 * "confirmed" never, and ask once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_session').addColumn('device', 'text').execute();
  await db.schema.alterTable('staff_session').addColumn('network', 'text').execute();
  const millis = db.getExecutor().adapter instanceof PostgresAdapter ? 'bigint' : 'integer';
  await db.schema.alterTable('staff_session').addColumn('confirmed_at', millis).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_session').dropColumn('confirmed_at').execute();
  await db.schema.alterTable('staff_session').dropColumn('network').execute();
  await db.schema.alterTable('staff_session').dropColumn('device').execute();
}
