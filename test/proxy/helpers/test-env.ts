/** The environment of the test proxy: gateway mode, with every credential its fixture orgs need. */
import { credentialVariables, legacyCredentialVariables } from '../../../proxy/config.ts';

/** The environment the test proxy reads: gateway mode, every account's credentials set (the membership fixture's legacy ones too). */
export const TEST_ENV: Record<string, string> = {
  PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk',
  PAYPRO_CALLBACK_USERNAME: 'callback-user',
  PAYPRO_CALLBACK_PASSWORD: 'callback-password',
  ...credentials('grid-three-currencies', 'donation', 'Three_Currencies'),
  ...credentials('grid-payment-type', 'donation', 'Payment_Type_PKR'),
  ...credentials('grid-five-currencies', 'donation', 'Five_Currencies'),
  ...credentials('grid-phone-required', 'donation', 'Phone_Required'),
  ...legacyCredentials('membership', 'associate', 'Membership_Associate'),
  ...legacyCredentials('membership', 'corporate', 'Membership_Corporate'),
};

function legacyCredentials(orgId: string, account: string, merchantId: string): Record<string, string> {
  const names = legacyCredentialVariables(orgId, account);
  return {
    [names.userName]: `${orgId}-${account}-user`,
    [names.password]: `${orgId}-${account}-password`,
    [names.merchantId]: merchantId,
    [names.merchantPassword]: `${orgId}-${account}-merchant-password`,
  };
}

function credentials(orgId: string, account: string, merchantId: string): Record<string, string> {
  const names = credentialVariables(orgId, account);
  return {
    [names.clientId]: `${orgId}-client`,
    [names.clientSecret]: `${orgId}-secret`,
    [names.merchantId]: merchantId,
  };
}
