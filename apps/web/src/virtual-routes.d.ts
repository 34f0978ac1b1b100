declare module 'virtual:sanad-routes' {
  import type { Contract, RouteRefs } from '@sanad/contract';
  /** Every contract endpoint as a route reference (see build/contract-routes-plugin.ts). */
  export const routes: RouteRefs<Contract>;
}
