import type { Plugin } from 'vite';
import { contract, toRouteRefs } from '@sanad/contract';

const virtualId = 'virtual:sanad-routes';
const resolvedId = `\0${virtualId}`;

/**
 * Generates `virtual:sanad-routes` from the contract at build time: method, path and response kind of every endpoint.
 * The browser calls the API through these, typed by the contract, without shipping zod in its first chunk.
 */
export function contractRoutesPlugin(): Plugin {
  return {
    name: 'sanad-contract-routes',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      return `export const routes = ${JSON.stringify(toRouteRefs(contract))};\n`;
    },
  };
}
