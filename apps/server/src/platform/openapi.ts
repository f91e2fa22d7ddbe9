import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { ErrorBody } from '@atelier/contract';
import { SESSION_COOKIE } from './session.ts';

/** The version the document declares; the zod transform writes JSON Schema 2020-12 for it. */
export const OPENAPI_VERSION = '3.1.0';

/** The OpenAPI security scheme of the shopper's session cookie. */
export const SESSION_SCHEME = 'shopSession';
export const sessionScheme = { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } as const;

const zodTransform = createJsonSchemaTransform({});

/** A path's parts as words: '/api/v1/products/:id/also-bought' → products, by id, also bought. */
function pathWords(url: string) {
  return url
    .split('/')
    .filter((part) => part && part !== 'api' && !/^v\d+$/.test(part))
    .flatMap((part) => {
      const param = /^[:{](\w+)}?$/.exec(part)?.[1];
      const words = (param ?? part).split(/[-_.]|(?=[A-Z])/).map((word) => word.toLowerCase());
      return param ? ['by', ...words] : words;
    });
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Each documented operation's schema, turned into OpenAPI 3.1 by the zod transform, with what a
 * client generator needs, derived here once for every route unless the route says otherwise:
 * - operationId and summary from the method and path ('GET /api/v1/products/:id' is
 *   getProductsById, "Get products by id");
 * - the session cookie's security requirement where the operation may answer 401 with an error
 *   body, as every route that needs a signed-in shopper does (sign-in's 401 is a text; admin
 *   routes state their own requirement).
 */
export const documentedOperation: SwaggerTransform = (input) => {
  const { schema, url } = zodTransform(input as Parameters<typeof zodTransform>[0]);
  if ((schema as { hide?: boolean }).hide) return { schema, url };
  const route = input.schema as FastifySchema & Record<string, unknown>;
  const method = [input.route.method].flat()[0]!.toLowerCase();
  const words = pathWords(input.url);
  const needsSession = (route.response as Record<number, unknown> | undefined)?.[401] === ErrorBody;
  return {
    url,
    schema: {
      operationId: method + words.map(capitalised).join(''),
      summary: [capitalised(method), ...words].join(' '),
      ...(needsSession && { security: [{ [SESSION_SCHEME]: [] }] }),
      ...schema,
    },
  };
};

/**
 * The document with the contract's named schemas as components, less what zod stamps on each:
 * "$id": "#/components/schemas/<Name>", a fragment JSON Schema 2020-12 forbids in $id (a component
 * is found by its place, which $ref names), and "$schema", which only a schema resource may carry
 * and which OpenAPI 3.1's dialect says already. (fastify-type-provider-zod 7 drops both itself,
 * but it also serialises every response differently.)
 */
export const documentObject: SwaggerTransformObject = (input) => {
  // An OpenAPI 3 document: the zod transform refuses any other.
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: object } };
  const schemas = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => {
    const { $id: _id, $schema: _dialect, ...rest } = schema as Record<string, unknown>;
    return [name, rest];
  });
  return {
    ...document,
    components: { ...document.components, schemas: Object.fromEntries(schemas) },
  } as ReturnType<SwaggerTransformObject>;
};
