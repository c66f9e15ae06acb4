import { storeId } from '../common/ids';
import { countryCode } from '../common/locale';
import { z } from '../zod';

/** Store employee id as the store systems issue it (not shown: 1 to 32 letters, digits or dashes). */
export const storeEmployeeId = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,32}$/, 'Employee id is 1 to 32 letters, digits or dashes')
  .openapi({ example: 'E10442' });

/** Buy-in-store session of a store associate (spec 000 section 3); its employee id is attached to orders. */
export const buyInStoreSession = z
  .object({
    storeId,
    storeName: z.string().min(1),
    storeEmployeeId,
    storeEmployeeName: z.string().min(1),
  })
  .openapi('BuyInStoreSession');

/** A store the associate login offers (GET /consumers-v3/utilities/stores). Fields not shown. */
export const associateStore = z
  .object({
    storeId,
    storeName: z.string().min(1),
    city: z.string().optional(),
    countryCode,
    buyInStoreEnabled: z
      .boolean()
      .openapi({ description: 'Whether associates of this store can sell in buy-in-store mode.' }),
  })
  .openapi('AssociateStore');

/** An employee of one store (GET /consumers-v3/utilities/stores/{storeId}/employees). Fields not shown. */
export const storeEmployee = z
  .object({
    storeEmployeeId,
    storeEmployeeName: z.string().min(1),
    role: z.enum(['ASSOCIATE', 'MANAGER']).optional(),
  })
  .openapi('StoreEmployee');

export type BuyInStoreSession = z.infer<typeof buyInStoreSession>;
export type AssociateStore = z.infer<typeof associateStore>;
export type StoreEmployee = z.infer<typeof storeEmployee>;
