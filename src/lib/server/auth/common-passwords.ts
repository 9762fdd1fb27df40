// Frequent long passwords from public breach-frequency lists (lower-cased).
// Shorter ones are refused by the length rule anyway.
export const COMMON_PASSWORDS = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '1234567891011',
  '111111111111', '000000000000', '123123123123', '121212121212', '987654321098',
  'password1234', 'password12345', 'password123!', 'password1234!', 'passwordpassword',
  'password123456', 'p@ssword1234', 'p@ssw0rd1234', 'passw0rd1234', 'mypassword123',
  'qwerty123456', 'qwertyuiop12', 'qwertyuiop123', 'qwertyuiopas', 'qwertyuiopasdf',
  'qwertyuiopasdfgh', 'qwerty12345678', '1q2w3e4r5t6y', '1q2w3e4r5t6y7u', '1qaz2wsx3edc',
  'zaq12wsxcde3', 'zaq1zaq1zaq1', 'asdfghjkl123', 'asdfghjkl;\'', 'zxcvbnm12345',
  'abcdefghijkl', 'abcdefgh1234', 'abc123abc123', 'abcd1234abcd', 'a1b2c3d4e5f6',
  'iloveyou1234', 'iloveyou12345', 'letmein12345', 'letmeinplease', 'welcome12345',
  'welcome123456', 'changeme1234', 'changeme12345', 'administrator', 'administrator1',
  'admin1234567', 'admin123456789', 'football1234', 'football12345', 'baseball1234',
  'monkey123456', 'dragon123456', 'sunshine1234', 'princess1234', 'starwars1234',
  'liverpool123', 'liverpool1234', 'manchester12', 'manchester123', 'manchesterunited',
  'chelsea12345', 'arsenal12345', 'everton12345', 'trustno1trustno1', 'superman1234',
  'batman123456', 'whatever1234', 'computer1234', 'internet1234', 'michael12345',
  'charlie12345', 'jennifer1234', 'elizabeth123', 'christopher1', 'blink182blink182',
  'thequickbrownfox', 'correcthorsebatterystaple', 'spring2024!!', 'summer2024!!', 'winter2024!!',
  'autumn2024!!', 'spring2025!!', 'summer2025!!', 'winter2025!!', 'summer2026!!',
  'northmill123', 'northmill1234', 'rochdale1234', 'company12345', 'letmein123456',
]);
