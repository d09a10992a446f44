import type { Gender } from './catalogue';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  gender?: Gender;
  birthDate: string;
}

/** Registration rules (designed; docs/api.md): returns field -> message for each problem. */
export function registrationErrors(input: RegisterInput, now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!/^[a-zA-Z0-9_]{3,20}$/.test(input.username ?? ''))
    errors.username = 'Username must be 3 to 20 letters, digits or underscores.';
  else if (/^guest_/i.test(input.username)) errors.username = 'Usernames may not begin with guest_.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email ?? '')) errors.email = 'Enter a valid email address.';
  if ((input.password ?? '').length < 8) errors.password = 'Password must be at least 8 characters.';
  const born = Date.parse(`${input.birthDate ?? ''}T00:00:00Z`);
  if (Number.isNaN(born)) errors.birth_date = 'Enter your date of birth.';
  else {
    const eighteen = new Date(born);
    eighteen.setUTCFullYear(eighteen.getUTCFullYear() + 18);
    if (eighteen.getTime() > now) errors.birth_date = 'You must be 18 or older.';
  }
  if (input.gender !== undefined && !['f', 'm', 'c', 't'].includes(input.gender))
    errors.gender = 'Choose a gender.';
  return errors;
}
