import { asc } from 'drizzle-orm';
import type { Country } from '@m/contract';
import type { AppDatabase } from '../../db/client.ts';
import { countries } from '../../db/schema.ts';

export function createSystemRepository(db: AppDatabase) {
  return {
    listCountries(): Promise<Country[]> {
      return db
        .select({ code: countries.code, dialingCode: countries.dialingCode, name: countries.name })
        .from(countries)
        .orderBy(asc(countries.sortOrder));
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
