/** A complete, valid registration for a course registration form (the course-registration fixture; the original forms' field names). */
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
