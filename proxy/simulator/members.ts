/**
 * The members the simulator knows, as /cpay/gcd returns them (the original forms' membership record).
 * Made-up companies with example.com addresses; their FullConsumerCode is SCCI's prefix 1752 plus the
 * membership ID's digits, so A-1001 and A-1002 (Associate) and C-2001 (Corporate) can be tried with
 * `npm start`. The legacy consumer records are per merchant at PayPro (PROTOCOL.md "Consumer lookup"); the simulator
 * keeps one list for every merchant.
 */
export interface SimMember {
  ConsumerCode: string;
  FullConsumerCode: string;
  Name: string;
  Mobile: string;
  Email: string;
  Address: string;
}

export const SIMULATOR_MEMBERS: readonly SimMember[] = [
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
  {
    ConsumerCode: '2001',
    FullConsumerCode: '17522001',
    Name: 'Demo Industries Limited',
    Mobile: '03211234567',
    Email: 'finance@demo-industries.example.com',
    Address: '12 Demo Road, Karachi',
  },
];
