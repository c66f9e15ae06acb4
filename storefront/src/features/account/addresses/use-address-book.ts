import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Address } from '../../../../../contracts/entities/address';
import { addressBookCommerceOf } from '../../../commerce/account/address-book';
import { bookOrder } from '../../../commerce/account/address-book-rules';
import { useCommerce } from '../../../commerce/commerce-context';
import { useProfile } from '../../session/use-profile';
import { useCountryOptions } from './use-country-options';

/**
 * The address book's state: the saved addresses (the profile's, main first), the country list
 * (getCountryList, in the page's locale) and the calls that change the book. After each change the profile
 * reloads, so the checkout's saved addresses and its main one follow.
 */
export function useAddressBook() {
  const commerce = useCommerce();
  const book = useMemo(() => addressBookCommerceOf(commerce), [commerce]);
  const queryClient = useQueryClient();
  const profile = useProfile();
  const countries = useCountryOptions();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['profile'] });
  const change = useMutation({
    mutationFn: (run: (calls: typeof book) => Promise<unknown>) => run(book),
    onSettled: reload,
  });
  const addresses: Address[] = useMemo(
    () => bookOrder(profile.data?.consumerDetails.address ?? []),
    [profile.data],
  );
  return { book, profile, addresses, countries, change };
}
