import { describe, expect, it } from 'vitest';
import { ticketStatuses } from '@sanad/contract';
import { answerWorkingDays, nextTicketStatus, replyEffect, ticketNumberOf, ticketTransitions, type TicketStep } from './ticket-rules.ts';

describe('the ticket transition table', () => {
  const allowed = (step: TicketStep) => ticketStatuses.filter((status) => nextTicketStatus(step, status) !== null);

  it('allows each step only from its statuses', () => {
    expect(allowed('take')).toEqual(['OPEN']);
    expect(allowed('answer')).toEqual(['OPEN', 'IN_PROGRESS']);
    expect(allowed('followUp')).toEqual(['ANSWERED']);
    expect(allowed('close')).toEqual(['OPEN', 'IN_PROGRESS', 'ANSWERED']);
    expect(allowed('staffClose')).toEqual(['OPEN', 'IN_PROGRESS', 'ANSWERED']);
  });

  it('leads each step where the journey expects', () => {
    expect(nextTicketStatus('take', 'OPEN')).toBe('IN_PROGRESS');
    expect(nextTicketStatus('answer', 'IN_PROGRESS')).toBe('ANSWERED');
    expect(nextTicketStatus('followUp', 'ANSWERED')).toBe('IN_PROGRESS');
    expect(nextTicketStatus('close', 'ANSWERED')).toBe('CLOSED');
  });

  it('leaves a closed ticket closed', () => {
    for (const step of Object.keys(ticketTransitions) as TicketStep[]) expect(nextTicketStatus(step, 'CLOSED')).toBeNull();
  });

  it('says who makes each step', () => {
    expect(ticketTransitions.followUp.by).toBe('APPLICANT');
    expect(ticketTransitions.close.by).toBe('APPLICANT');
    expect(ticketTransitions.answer.by).toBe('CASE_WORKER');
  });

  it('lets the beneficiary reply until the ticket is closed: on an answer it goes back to the case worker', () => {
    expect(replyEffect('OPEN')).toBe('thread');
    expect(replyEffect('IN_PROGRESS')).toBe('thread');
    expect(replyEffect('ANSWERED')).toBe('followUp');
    expect(replyEffect('CLOSED')).toBeNull();
  });
});

describe('ticket numbers and promises', () => {
  it('numbers tickets by year', () => {
    expect(ticketNumberOf('2026', 7)).toBe('TK-2026-000007');
  });

  it('promises a type its own working days, else the DEFAULT ones', () => {
    const allowance = { DEFAULT: 5, TECH_SUPPORT: 2 };
    expect(answerWorkingDays(allowance, 'TECH_SUPPORT')).toBe(2);
    expect(answerWorkingDays(allowance, 'INQUIRY')).toBe(5);
  });
});
