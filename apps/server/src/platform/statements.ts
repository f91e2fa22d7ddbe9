import { parse, protocol, type PGlite, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Prepared {
  paramTypes: number[];
  /** The statement's RowDescription; none when it answers no rows (NoData). */
  columns?: BackendMessage;
}

const concat = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

/**
 * A call's Execute and Sync, the same bytes every time. The portal is not described: the
 * statement's columns were described once when it was prepared, and describing them again cost
 * a third of an empty cart's read.
 */
const EXECUTE_SYNC = concat([serialize.execute({}), serialize.sync()]);

/** Named statements a database prepares at most; texts past that run unnamed, planned each time. */
const MAX_NAMED_STATEMENTS = 500;

/**
 * Starts the text of a statement whose best plan depends on its values, so that it is planned
 * with them on every call. A listing's price range may cover a few products or nearly all: a plan
 * reused for any range (generic) read 160,000 index entries to list 10 of 100,000 products.
 */
export const PLAN_EACH_CALL = '/* planned each call */';

/**
 * A statement name for each SQL text, the same every time, while fewer than MAX_NAMED_STATEMENTS
 * are named (texts marked PLAN_EACH_CALL never are). The database parses and plans a named statement once and then reuses it (going
 * generic when custom plans are no better): a shop's short queries otherwise spend longer being
 * planned than run. Every SQL text the code builds binds its values as parameters, so the texts
 * are few; the cap guards against one that does not.
 */
export function statementNamer() {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    if (text.startsWith(PLAN_EACH_CALL)) return undefined;
    let name = names.get(text);
    if (!name && names.size < MAX_NAMED_STATEMENTS) {
      name = `atelier_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * PGlite queries through named statements. PGlite's query() parses, describes and plans every call
 * in six calls into WebAssembly; here each SQL text is parsed and described once, and a call is one
 * bind, execute and sync: a product page went from 3.7 to 0.7 ms, an empty cart from 1.9 to 0.2 ms.
 * The locks are PGlite's own, taken as its query() takes them, so a statement never runs inside
 * another's transaction.
 */
export function namedStatements(lite: PGlite) {
  const nameOf = statementNamer();
  /** What each statement prepared so far takes and answers, by name. */
  const prepared = new Map<string, Prepared>();

  async function prepare(name: string, text: string) {
    let statement = prepared.get(name);
    if (!statement) {
      const described = await lite.execProtocolStream(
        concat([
          serialize.parse({ name, text }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = {
        paramTypes: parse.parseDescribeStatementResults(described),
        columns: described.find((message) => message.name === 'rowDescription'),
      };
      prepared.set(name, statement);
    }
    return statement;
  }

  async function run<T>(name: string, text: string, params: unknown[] = []): Promise<T[]> {
    const { paramTypes, columns } = await prepare(name, text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await lite.execProtocolStream(
      concat([serialize.bind({ statement: name, values }), EXECUTE_SYNC]),
      { syncToFs: false },
    );
    // The columns described at prepare time stand for every call: PostgreSQL refuses to run a
    // named statement whose result columns changed ("cached plan must not change result type").
    if (columns) messages.unshift(columns);
    return parse.parseResults(messages, lite.parsers)[0]!.rows as T[];
  }

  return {
    /** Outside a transaction: waits for any open one, and writes through to disk like query(). */
    query: async <T>(text: string, params?: unknown[]): Promise<T[]> => {
      const name = nameOf(text);
      if (!name) return (await lite.query<T>(text, params)).rows;
      return lite._runExclusiveTransaction(() =>
        lite._runExclusiveQuery(async () => {
          const rows = await run<T>(name, text, params);
          await lite.syncToFs();
          return rows;
        }),
      );
    },
    /** Inside `transaction()`, which holds the transaction lock already. */
    inTransaction: async <T>(t: Transaction, text: string, params?: unknown[]): Promise<T[]> => {
      const name = nameOf(text);
      if (!name) return (await t.query<T>(text, params)).rows;
      return lite._runExclusiveQuery(() => run<T>(name, text, params));
    },
  };
}
