import fp from 'fastify-plugin';

/** Every GET answer names the build; the client reloads when it changes (spec section 8). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (req, reply) => {
      if (req.method === 'GET' || req.method === 'HEAD') reply.header('X-App-Version', app.config.appVersion);
    });
  },
  { name: 'app-version' },
);
