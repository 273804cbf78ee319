/** Every user-facing text of the product specification that both the API and the UI use, word for word. */
export const VALIDATION = {
  emailRequired: 'Email is required',
  emailInvalidShort: 'Invalid email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters long',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  countryRequired: 'Country is required',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsMustMatch: 'Passwords must match',
} as const;

export const ERRORS = {
  invalidCredentials: 'Invalid email or password',
  serverError: 'Server error. Please try again later.',
  loginFailed: 'Login failed. Please check your connection and try again.',
  signupFailed: 'Signup failed. Please try again.',
  invalidLoginResponse: 'Invalid login response',
  invalidSignupResponse: 'Invalid signup response',
  invalidUserData: 'Invalid user data received',
  noOrganizations: 'No organizations found for this user',
  failedToLoadCampaigns: 'Failed to load campaigns',
  genericRetry: 'Something went wrong. Please try again.',
  genericAlert: 'Something went wrong. Please try again later',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_SIGNUP_COUNTRY = 'IN';
