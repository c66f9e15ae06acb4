import type { Address } from '../../../../contracts/entities/address';

/** An address as a few lines of text (name, street, town). */
export function addressLines(address: Address): string {
  const town = [address.city, address.province, address.postalCode].filter(Boolean).join(' ');
  return [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    `${town}, ${address.countryCode ?? address.country}`,
  ]
    .filter(Boolean)
    .join('\n');
}
