/**
 * The one-time-code service (`fastify.otp`), over the challenges' repository and the SMS
 * provider of the configuration (or the one a test decorated the instance with).
 */
import fp from 'fastify-plugin';
import { createOtpService, type OtpService } from '../../otp/service';
import { resolveSmsProvider } from '../../sms';

declare module 'fastify' {
  interface FastifyInstance {
    otp: OtpService;
  }
}

export default fp(
  async (fastify) => {
    const sms = resolveSmsProvider(fastify);
    fastify.decorate(
      'otp',
      createOtpService({
        challenges: fastify.repositories.otpChallenges,
        sms,
        config: fastify.config.otp,
        log: fastify.log,
      }),
    );
    if (sms.revealsCodes) {
      fastify.log.warn(
        { provider: sms.name },
        'SMS sandbox: no SMS is sent; one-time codes are shown on screen (set SMS_PROVIDER)',
      );
    }
  },
  { name: 'otp', dependencies: ['config', 'repositories'] },
);
