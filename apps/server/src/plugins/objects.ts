import fp from 'fastify-plugin';
import { type ObjectsRegistry, objectsRegistry } from '../lib/objects.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The objects registry (`lib/objects.ts`): visibility, owners and links of files, posts, comments. */
    objects: ObjectsRegistry;
  }
}

/** Decorates `app.objects`; modules that own objects or refer to them depend on 'objects'. */
export default fp(
  async (app) => {
    app.decorate('objects', objectsRegistry());
  },
  { name: 'objects' },
);
