import { customType } from 'drizzle-orm/pg-core';

/** Bytes kept in the row (a member's re-encoded picture), read back as a Buffer on PGlite and PostgreSQL alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.isBuffer(value) ? value : Buffer.from(value),
});
