/** A complete, valid registration for the course registration form of orgs/bls-course.yaml (the original forms' field names). */
export const REGISTRATION_VALUES = {
  firstName: 'Sana',
  lastName: 'Malik',
  fatherName: 'Tariq Malik',
  gender: 'Female',
  email: 'sana@example.org',
  phoneNumber: '0321-7654321',
  cnicNumber: '4210112345678',
  address: 'Civil Hospital, Karachi',
} as const;
