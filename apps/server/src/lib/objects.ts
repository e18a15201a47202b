import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { MessageKey } from '../i18n/messages.ts';

/** The advisory lock key removals take turns on (any constant unique among our advisory locks). */
const REMOVALS_LOCK = 7_301_001;

/**
 * Waits for this transaction's turn among removals (held until it ends; taken again at no cost).
 * Removals lock rows of several tables in several steps, and two at once deadlock otherwise.
 */
export async function removalTurn(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REMOVALS_LOCK})`);
}

/** Everything likes, comments and notifications may point at. */
export type ObjectType = 'file' | 'post' | 'comment';

/** How a read may be taken: inside the caller's transaction, holding the objects until it ends. */
export type ReadOpts = { tx?: Db; lock?: boolean };

/** What the module owning an object type answers about its objects; every call takes many ids at once. */
export type ObjectKind = {
  /** The ids among `ids` this viewer (null: a visitor) may see; unknown ids are simply absent. */
  visibleTo(viewerId: string | null, ids: string[], opts?: ReadOpts): Promise<Set<string>>;
  /** Each known id's owner. */
  owners(ids: string[]): Promise<Map<string, string>>;
  /** The object's page on the site (a same-origin path); a comment's needs a look-up of its object. */
  link(id: string): string | Promise<string>;
  /** The code a caller answers with (404) when the object is unknown or hidden from the viewer. */
  notFound: MessageKey;
};

/** Objects going for good (and, when an account goes, the user whose traces go with it). */
export type Removal = { objects: { type: ObjectType; ids: string[] }[]; userId?: string };
/** Runs inside the transaction that removes the objects, so what refers to them goes with them. */
export type RemovalListener = (tx: Db, removal: Removal) => Promise<void>;

/**
 * One registry through which likes, comments and notifications ask who may see an object, who
 * owns it and where it lives, without reading the owning module's tables. Each owning module
 * registers its type at start; asking about a type nobody registered is a programming error.
 */
export function objectsRegistry() {
  const kinds = new Map<ObjectType, ObjectKind>();
  const listeners: RemovalListener[] = [];
  const kindOf = (type: ObjectType): ObjectKind => {
    const kind = kinds.get(type);
    if (!kind) throw new Error(`no module registered the object type "${type}"`);
    return kind;
  };
  const unique = (ids: string[]) => [...new Set(ids)];
  const visibleTo = (
    type: ObjectType,
    viewerId: string | null,
    ids: string[],
    opts?: ReadOpts,
  ): Promise<Set<string>> => {
    const kind = kindOf(type);
    return ids.length ? kind.visibleTo(viewerId, unique(ids), opts) : Promise.resolve(new Set<string>());
  };

  return {
    register(type: ObjectType, kind: ObjectKind) {
      if (kinds.has(type)) throw new Error(`the object type "${type}" is registered twice`);
      kinds.set(type, kind);
    },

    /** The ids among `ids` this viewer (null: a visitor) may see, in one query of the owning module. */
    visibleTo,

    async isVisible(type: ObjectType, viewerId: string | null, id: string, opts?: ReadOpts) {
      return (await visibleTo(type, viewerId, [id], opts)).has(id);
    },

    owners(type: ObjectType, ids: string[]): Promise<Map<string, string>> {
      const kind = kindOf(type);
      return ids.length ? kind.owners(unique(ids)) : Promise.resolve(new Map());
    },

    /** The object's page (a same-origin path). Throws at once for a type nobody registered. */
    link(type: ObjectType, id: string): Promise<string> {
      return Promise.resolve(kindOf(type).link(id));
    },

    notFoundCode: (type: ObjectType): MessageKey => kindOf(type).notFound,

    /** Modules keeping rows about objects (likes, comments) drop them here when the objects go. */
    onRemove(listener: RemovalListener) {
      listeners.push(listener);
    },

    /** The owning module calls this inside the transaction that removes objects (or an account's). */
    async removed(tx: Db, removal: Removal) {
      // Removals take turns (a transaction-scoped lock, taken again at no cost by nested calls):
      // each one locks count rows in several steps (files, then posts, then what the person
      // liked or commented on), and two accounts removed at once would otherwise deadlock.
      await removalTurn(tx);
      for (const listener of listeners) await listener(tx, removal);
    },
  };
}
export type ObjectsRegistry = ReturnType<typeof objectsRegistry>;
