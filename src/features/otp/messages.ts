/** OTP verification's words (specification section 2). */
export const otpMessages = {
  title: 'Phone OTP verification',
} as const;
