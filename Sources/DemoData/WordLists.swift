/// The vocabulary demo values are drawn from: names, words, colours and
/// short notes in several scripts, so browsing a demo store looks like
/// browsing a real one.
enum WordLists {
    static let firstNames = [
        "Ada", "Alan", "Amara", "Ana", "Anders", "Aiko", "Bea", "Boris", "Camille", "Carlos", "Chen", "Chiara",
        "Dmitri", "Elena", "Emeka", "Emma", "Farah", "Finn", "Grace", "Hana", "Hugo", "Ines", "Ivan", "Jamal",
        "Jonas", "Julia", "Kai", "Kenji", "Lara", "Leila", "Liam", "Lucía", "Maya", "Mateo", "Mei", "Nadia",
        "Noah", "Olga", "Omar", "Priya", "Rafael", "Rosa", "Sami", "Sofia", "Tariq", "Tim", "Uma", "Yuki", "Zoe",
        "Zoltán",
    ]
    static let lastNames = [
        "Andersson", "Bauer", "Becker", "Costa", "Dubois", "Fischer", "García", "Hansen", "Ivanova", "Jensen",
        "Kim", "Kowalski", "Larsen", "López", "Martin", "Müller", "Nakamura", "Nguyen", "Novak", "O'Brien",
        "Okafor", "Patel", "Rossi", "Santos", "Schmidt", "Silva", "Smith", "Suzuki", "Tanaka", "Wang",
        "Williams", "Yılmaz", "Zhang",
    ]
    static let dogNames = [
        "Rex", "Bella", "Max", "Luna", "Charlie", "Daisy", "Milo", "Coco", "Rocky", "Lola", "Buddy", "Nala",
        "Toby", "Ruby", "Bruno", "Maple", "Pixel", "Biscuit", "Ziggy", "Pepper", "Scout", "Hachi", "Kuma",
        "Fido", "Sushi",
    ]
    static let words = [
        "amber", "anchor", "apple", "atlas", "autumn", "bamboo", "beacon", "birch", "blossom", "breeze", "bridge",
        "canyon", "cedar", "cinder", "cloud", "comet", "copper", "coral", "crystal", "dawn", "delta", "dune",
        "echo", "ember", "falcon", "fern", "field", "flint", "forest", "frost", "garden", "glacier", "harbor",
        "hazel", "horizon", "island", "ivory", "jasmine", "lagoon", "lantern", "lemon", "linen", "maple",
        "meadow", "mist", "moss", "nectar", "oak", "ocean", "orchid", "pebble", "pine", "prairie", "quartz",
        "rain", "raven", "reef", "ridge", "river", "saffron", "sage", "shadow", "silver", "slate", "spark",
        "spruce", "stone", "summit", "thunder", "timber", "tulip", "valley", "velvet", "willow", "winter",
    ]
    static let colors = ["green", "red", "blue", "yellow", "purple", "orange", "pink", "teal", "brown", "gray"]
    static let ingredients = [
        "Mandrake Root", "Dragon Scale", "Unicorn Hair", "Phoenix Feather", "Moonstone Dust", "Bat Wing",
        "Nightshade", "Wolfsbane", "Eye of Newt", "Troll Sweat", "Fairy Wing", "Salamander Blood",
        "Powdered Bicorn Horn", "Knotgrass", "Lacewing Flies", "Leeches", "Fluxweed", "Boomslang Skin",
        "Ashwinder Egg", "Gillyweed", "Murtlap Essence", "Dittany", "Frog Brain", "Silver Dew",
    ]
    static let tasks = [
        "Buy milk", "Call the plumber", "Renew passport", "Water the plants", "Book dentist appointment",
        "Pay electricity bill", "Write quarterly report", "Fix the bike tyre", "Plan birthday party",
        "Back up the laptop", "Return library books", "Clean the garage", "Learn ten Japanese words",
        "Review pull request", "Order new running shoes", "Send thank-you notes", "Defrost the freezer",
    ]
    static let cities = [
        "Lisbon", "Nairobi", "Osaka", "Reykjavík", "Montréal", "Buenos Aires", "Kraków", "Hanoi", "Tbilisi",
        "Zürich", "São Paulo", "İstanbul", "Cairo", "Seoul", "Helsinki",
    ]
    /// Notes in several scripts (Latin with diacritics, Cyrillic, Greek,
    /// CJK, Arabic, Hebrew, Devanagari, emoji), to exercise text rendering.
    static let notes = [
        "Remember to check the expiry date.",
        "Déjà vu: acheter du pain et du fromage.",
        "Nicht vergessen: Größe überprüfen.",
        "Купить молоко и хлеб по дороге домой.",
        "Καλημέρα! Να θυμηθείς το ραντεβού.",
        "明日の会議の資料を準備する。",
        "记得给妈妈打电话。",
        "오늘 저녁에 장보기.",
        "تذكر أن تشتري الخبز.",
        "לא לשכוח לקנות חלב.",
        "कल सुबह योग कक्षा है।",
        "Fragile — handle with care 📦",
        "Best before 🍋 season ends",
        "Zażółć gęślą jaźń.",
        "Ünïcödé nörmälizätiön tëst: é vs e\u{301}",
    ]
}
