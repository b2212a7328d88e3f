import { describe, expect, it } from 'vitest';
import { readableAction } from '../../../../src/domain/activity/action-code';

describe('an action code spelled out', () => {
  it('names the subject, then what happened', () => {
    expect(readableAction('email-channel.oauth-connected')).toBe('Email channel: oauth connected');
    expect(readableAction('campaign.created')).toBe('Campaign: created');
  });

  it('reads every further part as part of what happened', () => {
    expect(readableAction('commerce.wallet.withdrawal-approved')).toBe('Commerce: wallet withdrawal approved');
  });

  it('splits the camel-cased parts some codes are built from', () => {
    expect(readableAction('config.statusLabels.created')).toBe('Config: status labels created');
    expect(readableAction('slaPolicies.deleted')).toBe('Sla policies: deleted');
  });

  it('reads a code of one part as its subject alone', () => {
    expect(readableAction('export')).toBe('Export');
  });

  it('never loses a code it cannot read', () => {
    expect(readableAction('..')).toBe('..');
    expect(readableAction('')).toBe('');
  });
});
