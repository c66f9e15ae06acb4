import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type AgentLoginInput, associateCommerce } from '../../commerce/associate';
import { useCommerce } from '../../commerce/commerce-context';
import { useSiteConfig } from '../../config/site-config-provider';
import { dropShopperQueries } from '../session/shopper-queries';

/** The associate area of the commerce adapter, on this app's commerce. */
export function useAssociateCommerce() {
  const commerce = useCommerce();
  return useMemo(() => associateCommerce(commerce), [commerce]);
}

/** The stores an associate can sign in to (the login form's picker). */
export function useAssociateStores() {
  const associate = useAssociateCommerce();
  return useQuery({
    queryKey: ['associateStores'],
    queryFn: () => associate.stores(),
    staleTime: 10 * 60_000,
  });
}

/** Agent login; the device shopper's cached data leaves (the associate starts clean), then home. */
export function useAgentLogin() {
  const associate = useAssociateCommerce();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { locale } = useSiteConfig();
  return useMutation({
    mutationFn: (input: AgentLoginInput) => associate.signIn(input),
    onSuccess: async () => {
      await dropShopperQueries(queryClient);
      await navigate(`/${locale}`);
    },
  });
}
