/**
 * The members the simulator knows, as /cpay/gcd returns them (the original forms' membership record),
 * kept per merchant account as PayPro keeps its consumers (PROTOCOL.md "Consumer lookup": each
 * consumer is registered by one merchant). Made-up companies with example.com addresses; their
 * FullConsumerCode is SCCI's prefix 1752 plus the membership ID's digits, so A-1001 and A-1002 can be
 * tried with the associate account and C-2001 with the corporate one under `npm start`, and an ID asked
 * of the other account (Associate A-2001, Corporate C-1001) finds no one, as at PayPro.
 */
export interface SimMember {
  ConsumerCode: string;
  FullConsumerCode: string;
  Name: string;
  Mobile: string;
  Email: string;
  Address: string;
}

/** The fixture members by the merchant account that registered them (an org file's account key). */
export const SIMULATOR_CONSUMERS = {
  associate: [
    {
      ConsumerCode: '1001',
      FullConsumerCode: '17521001',
      Name: 'Example Textiles (Pvt) Ltd',
      Mobile: '03001234567',
      Email: 'accounts@textiles.example.com',
      Address: 'Plot 1, Example Industrial Area, Karachi',
    },
    {
      ConsumerCode: '1002',
      FullConsumerCode: '17521002',
      Name: 'Sample Traders',
      Mobile: '',
      Email: 'office@sample-traders.example.com',
      Address: 'Shop 7, Sample Market, Karachi',
    },
  ],
  corporate: [
    {
      ConsumerCode: '2001',
      FullConsumerCode: '17522001',
      Name: 'Demo Industries Limited',
      Mobile: '03211234567',
      Email: 'finance@demo-industries.example.com',
      Address: '12 Demo Road, Karachi',
    },
  ],
} as const satisfies Record<string, readonly SimMember[]>;

/**
 * The consumers of the merchant whose legacy user name is `userName`. The simulator keeps no merchant
 * registry, so the name says which account it is: one that has `associate` or `corporate` as a word
 * (between dashes or underscores, any case), as the simulator's placeholders (`sim-scci-associate`) and
 * tests' credentials (`membership-associate-user`) do, has that account's members; any other has none.
 */
export function consumersOf(userName: string): readonly SimMember[] {
  const words = userName.toLowerCase().split(/[-_]/);
  const account = (Object.keys(SIMULATOR_CONSUMERS) as (keyof typeof SIMULATOR_CONSUMERS)[]).find((key) => words.includes(key));
  return account ? SIMULATOR_CONSUMERS[account] : [];
}
