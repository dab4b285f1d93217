import { customType } from 'drizzle-orm/pg-core';

/** Bytes kept in the row itself (a member's picture, as the server re-encoded it), read back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.isBuffer(value) ? value : Buffer.from(value),
});
