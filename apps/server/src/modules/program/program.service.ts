import type { ProgramSummary } from '@sanad/contract';
import type { ProgramRepository } from './program.repository.ts';

export function createProgramService(repository: ProgramRepository) {
  return {
    list: (): Promise<ProgramSummary[]> => repository.list(),
  };
}
export type ProgramService = ReturnType<typeof createProgramService>;
