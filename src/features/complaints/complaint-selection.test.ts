import { describe, expect, it } from 'vitest';
import { config } from '../../site/config.ts';
import { destinationForEnergyCustomer, destinationForService } from './complaint-selection.ts';

describe('complaint selection (SPEC section 2)', () => {
  it('energy goes to make-a-complaint-select-energy', () => {
    expect(destinationForService('energy')).toEqual({
      kind: 'next',
      to: '/make-a-complaint-select-energy',
    });
  });

  it.each([
    ['homeServices', config.externalLinks.complaintsHomeServices],
    ['installations', config.externalLinks.complaintsInstallations],
    ['electricVehicle', config.externalLinks.complaintsElectricVehicle],
  ] as const)('%s goes to its own external complaint page', (service, url) => {
    expect(destinationForService(service)).toEqual({ kind: 'external', url });
  });

  it('payAsYouGo goes to the pay-as-you-go complaints page; credit, directDebit and other to the credit page', () => {
    expect(destinationForEnergyCustomer('payAsYouGo')).toBe(
      config.externalLinks.complaintsPayAsYouGo,
    );
    for (const type of ['credit', 'directDebit', 'other'] as const) {
      expect(destinationForEnergyCustomer(type)).toBe(config.externalLinks.complaintsCredit);
    }
  });

  it('the external pages differ from each other', () => {
    const urls = new Set([
      config.externalLinks.complaintsHomeServices,
      config.externalLinks.complaintsInstallations,
      config.externalLinks.complaintsElectricVehicle,
      config.externalLinks.complaintsPayAsYouGo,
      config.externalLinks.complaintsCredit,
    ]);
    expect(urls.size).toBe(5);
  });
});
