import { describe, expect, it } from 'vitest';
import { ESTIMATE_REFUSALS, estimateRefusal } from './estimate-refusal';

describe('estimateRefusal', () => {
  it("reads each reason of the insert trigger's message, whatever follows it", () => {
    for (const reason of ESTIMATE_REFUSALS) {
      expect(estimateRefusal({ code: '22023', message: `booking-estimate: ${reason}` })).toBe(reason);
    }
    expect(estimateRefusal({ code: '22023', message: 'booking-estimate: unknown-size (vehicleSize-bus)' })).toBe(
      'unknown-size',
    );
  });

  it('is null for any other error, an unknown reason or no message', () => {
    expect(estimateRefusal({ code: 'PT429', message: 'Too many requests' })).toBeNull();
    expect(estimateRefusal({ message: 'booking-estimate: tampered' })).toBeNull();
    expect(estimateRefusal({ message: 'value booking-estimate: unknown-size' })).toBeNull();
    expect(estimateRefusal(new TypeError('Failed to fetch'))).toBeNull();
    expect(estimateRefusal(null)).toBeNull();
    expect(estimateRefusal('booking-estimate: unknown-size')).toBeNull();
  });
});
