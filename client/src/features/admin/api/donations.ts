import type { DonationList } from '@contract/donations';
import { useQuery } from '@tanstack/react-query';

export const donationsKey = ['/api/admin/donations'] as const;

export const useDonations = () => useQuery<DonationList>({ queryKey: donationsKey });
