import type { ValueItem } from './types';

export const values: ValueItem[] = [
  {
    name: 'Integrity',
    description:
      'We give honest advice, even when it is not what a client hopes to hear. Our fees, timelines and recommendations are always transparent.',
    icon: 'shield',
  },
  {
    name: 'Excellence',
    description:
      'We hold every application, transaction and plan to the highest standard, checking the details so our clients do not have to.',
    icon: 'star',
  },
  {
    name: 'Client-Centricity',
    description:
      "Every solution starts with our client's goals and circumstances. We listen first, then shape our work around what matters to them.",
    icon: 'users',
  },
  {
    name: 'Global Perspective',
    description:
      'With a presence across five countries beyond India, we understand how rules, markets and cultures differ, and we help clients move confidently between them.',
    icon: 'globe',
  },
  {
    name: 'Innovation',
    description:
      'We keep refining our processes and tools to make complex international journeys simpler, faster and more predictable.',
    icon: 'lightbulb',
  },
];
