/** OTP verification's words. */
export const otpMessages = {
  title: 'Phone OTP verification',
  phone: 'Phone Number',
  otp: 'OTP',
  sendOtp: 'Send OTP',
  verifyOtp: 'Verify OTP',
  /** The code is made in the browser and shown on screen: the product's mock of an SMS. */
  codeShown: (code: string) => `Your OTP code is ${code}`,
  phoneRequired: 'Please enter your phone number',
  otpRequired: 'Please enter the OTP',
  otpMismatch: 'Invalid OTP. Please try again.',
  verified: 'Your phone number is verified.',
} as const;
