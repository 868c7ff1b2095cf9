// Preset for the admin price updater's 'Load Zero Dam Data' button:
// 13 Zero Dam keycard name/price pairs, prices from 37,800 to 4,854,882. The names match the
// English keycard names of the sample data exactly; the prices are an example of a new weekly
// price list (a few unchanged, most moved) against the 2026-08-03 snapshot values.

export interface PresetPrice {
  name: string;
  price: number;
}

export const ZERO_DAM_PRESET: PresetPrice[] = [
  { name: 'Cement Plant Office', price: 435072 },
  { name: 'Cement Plant Dormitory 201', price: 372500 },
  { name: 'Barracks Storeroom', price: 398000 },
  { name: 'Ticket Office', price: 450931 },
  { name: 'Center VIP Room', price: 318900 },
  { name: 'Substation Technical Room', price: 3402150 },
  { name: 'Substation Dormitory', price: 37800 },
  { name: 'West Wing Infirmary', price: 117600 },
  { name: 'West Wing Control Room', price: 712400 },
  { name: 'West Wing Surveillance Room', price: 349999 },
  { name: 'Equipment Issue Room', price: 296300 },
  { name: "East Wing Manager's Office", price: 4854882 },
  { name: 'East Wing Utility Room', price: 71500 },
];
