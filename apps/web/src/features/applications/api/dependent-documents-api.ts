import { routes } from 'virtual:sanad-routes';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The bytes of a document about the dependent (GET attachment/dependent/download/{a}/{b}/{c}): `a` the application,
 * `b` the dependent's own record and `c` the document, each as the dependent's view of the application gives them.
 */
export const downloadDependentDocument = (params: { applicationId: string; dependentId: string; documentId: string }) =>
  callApi(routes.attachment.dependentDownload, { params: { a: params.applicationId, b: params.dependentId, c: params.documentId } });
