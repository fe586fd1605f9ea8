// Names and places for demo patients. Phone numbers use Ofcom's drama range (07700 900xxx)
// and emails the reserved example.com domain, so no real person is ever contacted.
export const FIRST_NAMES = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack', 'Ivy', 'Leo', 'Lily', 'Arthur', 'Sophia',
  'Muhammad', 'Grace', 'Oscar', 'Freya', 'Charlie', 'Florence', 'Thomas', 'Emily', 'William', 'Poppy', 'James', 'Evie',
  'Henry', 'Ella', 'Alfie', 'Rosie', 'Joshua', 'Chloe', 'Samuel', 'Aisha', 'Daniel', 'Hannah', 'Ethan', 'Zara', 'Joseph',
  'Priya', 'David', 'Margaret', 'Peter', 'Susan', 'Robert', 'Patricia', 'Michael', 'Elizabeth', 'Rajesh', 'Fatima',
  'Kwame', 'Chen', 'Siobhan', 'Declan', 'Agnieszka', 'Tomasz', 'Yusuf', 'Amara', 'Connor', 'Niamh',
] as const;

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson',
  'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke', 'Jackson', 'Wood', 'Harris', 'Edwards',
  'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes', 'Moore', 'Clark', 'King', 'Harrison', 'Lewis', 'Baker', 'Lee',
  'Allen', 'Morris', 'Khan', 'Scott', 'Watson', 'Davis', 'Parker', 'James', 'Bennett', 'Young', 'Phillips', 'Richardson',
  'Mitchell', 'Bailey', 'Carter', 'Cook', 'Singh', 'Shaw', 'Bell', 'Collins', 'Morgan', 'Kelly', 'Begum', 'Ahmed', 'Nowak',
  "O'Brien", 'Murphy', 'Okafor', 'Mensah', 'Nguyen', 'Wang', 'Kowalski', 'Hussain',
] as const;

export const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Green Lane', 'Manor Road', 'Park Avenue', 'Mill Lane',
  'Kings Road', 'Queens Road', 'New Road', 'Grange Road', 'Windsor Avenue', 'The Crescent', 'Orchard Close', 'Springfield Road',
  'Albert Street', 'York Road', 'Chestnut Grove', 'Meadow Way',
] as const;

/** City, county and postcode area per institution key, so addresses look local. */
export interface Locality {
  city: string;
  state: string;
  area: string;
}

export const LOCALITIES: Record<'A' | 'B' | 'C', Locality[]> = {
  A: [{ city: 'London', state: 'Greater London', area: 'W2' }, { city: 'London', state: 'Greater London', area: 'NW1' }, { city: 'London', state: 'Greater London', area: 'W9' }],
  B: [{ city: 'Bristol', state: 'Bristol', area: 'BS1' }, { city: 'Bristol', state: 'Bristol', area: 'BS6' }, { city: 'Bath', state: 'Somerset', area: 'BA1' }],
  C: [{ city: 'Chester', state: 'Cheshire', area: 'CH1' }, { city: 'Chester', state: 'Cheshire', area: 'CH2' }, { city: 'Wrexham', state: 'Wrexham', area: 'LL11' }],
};
