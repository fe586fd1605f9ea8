import { activityDescription, activityStatusStyle, activityTypeLabel } from './activity';

describe('activity display', () => {
  it('styles result statuses like their request counterparts', () => {
    expect(activityStatusStyle('draft').color).toBe(activityStatusStyle('pending').color);
    expect(activityStatusStyle('reviewed').color).toBe(activityStatusStyle('approved').color);
    expect(activityStatusStyle('final').color).toBe(activityStatusStyle('completed').color);
    expect(activityStatusStyle('in_progress').label).toBe('in progress');
  });
  it('gives unknown statuses a neutral style', () => {
    expect(activityStatusStyle('weird').color).toBe('default');
  });
  it('falls back to the default description of the type', () => {
    expect(activityDescription('result', '')).toBe('Test result entered');
    expect(activityDescription('fulfillment', null)).toBe('Fulfillment processed');
    expect(activityDescription('unknown', undefined)).toBe('System activity');
    expect(activityDescription('patient', 'Jane Doe added')).toBe('Jane Doe added');
    expect(activityTypeLabel('test_request')).toBe('Test Request');
  });
});
