/** What a sign-up reads from the page's query (spec 001 section 2's query options). */
export interface SignUpQuery {
  /** consumerId and email: prefill a known consumer (not in a loyalty sign-up). */
  readonly consumerId?: string;
  readonly email?: string;
  readonly store?: string;
  readonly campaignName?: string;
  readonly referralCode?: string;
  readonly leadSource?: string;
}

const read = (params: URLSearchParams, name: string): Record<string, string> => {
  const value = params.get(name)?.trim();
  return value ? { [name]: value } : {};
};

export function signUpQueryOf(search: string): SignUpQuery {
  const params = new URLSearchParams(search);
  const { consumerId, email, storeNum, enrollment_marketing_source, referral_code, leadSource } = {
    ...read(params, 'consumerId'),
    ...read(params, 'email'),
    ...read(params, 'storeNum'),
    ...read(params, 'enrollment_marketing_source'),
    ...read(params, 'referral_code'),
    ...read(params, 'leadSource'),
  } as Record<string, string | undefined>;
  return {
    ...(consumerId ? { consumerId } : {}),
    ...(email ? { email } : {}),
    ...(storeNum ? { store: storeNum } : {}),
    ...(enrollment_marketing_source ? { campaignName: enrollment_marketing_source } : {}),
    ...(referral_code ? { referralCode: referral_code } : {}),
    ...(leadSource ? { leadSource } : {}),
  };
}
