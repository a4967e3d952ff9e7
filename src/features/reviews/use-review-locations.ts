import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../state/use-lang';
import { locationOptions, locationValue } from './location-options';
import { placeOf, reviewLocationsQuery } from './review-queries';

/** The market's reviewed places: the choices of the review forms, and the place a review is about. */
export function useReviewLocations() {
  const { t } = useTranslation();
  const locations = useQuery({ ...reviewLocationsQuery(useMarketId(), useLang()), meta: { silent: true } });
  const options = useMemo(() => locationOptions(locations.data ?? [], (type) => t(`reviews.kind.${type}`)), [locations.data, t]);
  const places = useMemo(
    () => new Map((locations.data ?? []).map((location) => [locationValue(location), placeOf(location)])),
    [locations.data],
  );
  const placeLabel = (type: 'store' | 'atm', id: number) => {
    const place = places.get(`${type}:${id}`);
    return place && `${t(`reviews.kind.${type}`)} · ${place}`;
  };
  return { options, placeLabel };
}
