import io.realm.kotlin.ext.backlinks
import io.realm.kotlin.ext.realmDictionaryOf
import io.realm.kotlin.ext.realmListOf
import io.realm.kotlin.ext.realmSetOf
import io.realm.kotlin.query.RealmResults
import io.realm.kotlin.types.EmbeddedRealmObject
import io.realm.kotlin.types.RealmAny
import io.realm.kotlin.types.RealmDictionary
import io.realm.kotlin.types.RealmInstant
import io.realm.kotlin.types.RealmList
import io.realm.kotlin.types.RealmObject
import io.realm.kotlin.types.RealmSet
import io.realm.kotlin.types.RealmUUID
import io.realm.kotlin.types.annotations.FullText
import io.realm.kotlin.types.annotations.Index
import io.realm.kotlin.types.annotations.PersistedName
import io.realm.kotlin.types.annotations.PrimaryKey
import org.mongodb.kbson.BsonObjectId
import org.mongodb.kbson.Decimal128

class Address : EmbeddedRealmObject {
    var street: String = ""
    var zip: String? = null
    var city: City? = null
    var geo: GeoPoint? = null
}

class City : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to City come from: Address.city, City.neighbors, Person.homeCity, Person.visitedCities, Person.favoriteCities.
    @PrimaryKey
    var id: Long = 0
    @Index
    var name: String = ""
    var country: Country? = null
    var neighbors: RealmList<City> = realmListOf()
    var landmarks: RealmDictionary<Landmark?> = realmDictionaryOf()
    var tags: RealmSet<Tag> = realmSetOf()
}

class Country : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Country come from: City.country.
    @PrimaryKey
    var code: String = ""
    @Index
    var name: String = ""
    var population: Long? = null
}

class GeoPoint : EmbeddedRealmObject {
    var lat: Double = 0.0
    var lon: Double = 0.0
}

class Landmark : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Landmark come from: City.landmarks.
    @PrimaryKey
    var id: RealmUUID = RealmUUID.random()
    var name: String = ""
    var location: GeoPoint? = null
}

class Note : RealmObject {
    @FullText
    var text: String = ""
    var about: RealmAny? = null
    var attachments: RealmList<RealmAny?> = realmListOf()
    @Index
    var createdAt: RealmInstant = RealmInstant.from(0, 0)
}

class NullableKey : RealmObject {
    @PrimaryKey
    var id: Long? = null
    var label: String = ""
}

class Person : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Person.friends, Person.bestFriend.
    @Index
    var name: String = ""
    @Index
    var age: Long = 0
    var address: Address? = null
    var previousAddresses: RealmList<Address> = realmListOf()
    var homeCity: City? = null
    var visitedCities: RealmSet<City> = realmSetOf()
    var favoriteCities: RealmDictionary<City?> = realmDictionaryOf()
    var friends: RealmList<Person> = realmListOf()
    var bestFriend: Person? = null
    var addressBook: RealmDictionary<Address?> = realmDictionaryOf()
    var anything: RealmAny? = null
}

class StringKeyNullable : RealmObject {
    @PrimaryKey
    var key: String? = null
    @Index
    var flag: Boolean = false
}

class Tag : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Tag come from: City.tags.
    @PrimaryKey
    var _id: BsonObjectId = BsonObjectId()
    var label: String = ""
}
