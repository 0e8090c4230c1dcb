/**
 * A complete, valid donation for an associates form (the associates fixture; the original forms'
 * field names): PKR 2500 with a Pakistani mobile in E.164, as the page sends it.
 */
export const ASSOCIATE_VALUES = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  nationalIdentityNumber: '3520212345671',
  phoneNumber: '+923001234567',
  donationType: 'Zakat',
  currency: 'PKR',
  amount: '2500',
  country: 'Pakistan',
} as const;
