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

class Dog : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Dog come from: Person.dogs.
    var name: String = ""
    var age: Long = 0
    var owner: Person? = null
}

class Person : RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Person come from: Dog.owner.
    var name: String = ""
    var birthdate: RealmInstant = RealmInstant.from(0, 0)
    var picture: ByteArray? = null
    var dogs: RealmList<Dog> = realmListOf()
}
